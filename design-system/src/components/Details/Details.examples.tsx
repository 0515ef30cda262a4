import type { ComponentExample } from "../../examples.ts";
import { Details } from "./Details.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Closed",
    description: "Extra help that most visitors do not need.",
    render: () => (
      <Details summary="What counts as income?">
        <p>Wages, Social Security benefits, pensions and interest all count.</p>
      </Details>
    ),
  },
  {
    name: "Open at first",
    description: "Starts open; visitors can still close it.",
    render: () => (
      <Details summary="Why we ask your ZIP code" defaultOpen>
        <p>Plans and prices depend on where you live.</p>
      </Details>
    ),
  },
];
