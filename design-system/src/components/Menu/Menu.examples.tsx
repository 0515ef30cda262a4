import type { ComponentExample } from "../../examples.ts";
import { Menu, MenuItem, MenuSection } from "./Menu.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Actions",
    description: "A few actions about the current page.",
    render: () => (
      <Menu label="Share this page">
        <MenuItem id="print">Print</MenuItem>
        <MenuItem id="email">Email a link</MenuItem>
        <MenuItem id="copy">Copy the link</MenuItem>
      </Menu>
    ),
  },
  {
    name: "Links and sections",
    description: "Link items are real links; sections group related items under a heading.",
    render: () => (
      <Menu>
        <MenuSection title="Read more">
          <MenuItem href="/parts/a">Part A</MenuItem>
          <MenuItem href="/parts/b">Part B</MenuItem>
        </MenuSection>
        <MenuSection title="This page">
          <MenuItem id="print">Print</MenuItem>
        </MenuSection>
      </Menu>
    ),
  },
];
