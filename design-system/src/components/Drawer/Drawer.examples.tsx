import type { ComponentExample } from "../../examples.ts";
import { Button } from "../Button/Button.tsx";
import { Drawer, DrawerTrigger } from "./Drawer.tsx";

export const examples: ComponentExample[] = [
  {
    name: "From the right",
    description: "A panel of secondary content; closing it returns focus to the button.",
    render: () => (
      <DrawerTrigger>
        <Button variant="secondary">Words to know</Button>
        <Drawer title="Words to know">
          <dl>
            <dt>Premium</dt>
            <dd>The amount you pay each month for coverage.</dd>
            <dt>Deductible</dt>
            <dd>What you pay before your plan starts to pay.</dd>
          </dl>
        </Drawer>
      </DrawerTrigger>
    ),
  },
  {
    name: "From the left",
    description: "For navigation on small screens.",
    render: () => (
      <DrawerTrigger>
        <Button variant="secondary">Sections</Button>
        <Drawer title="Sections" side="left">
          <ul>
            <li>
              <a href="#part-a">Part A</a>
            </li>
            <li>
              <a href="#part-b">Part B</a>
            </li>
          </ul>
        </Drawer>
      </DrawerTrigger>
    ),
  },
];
