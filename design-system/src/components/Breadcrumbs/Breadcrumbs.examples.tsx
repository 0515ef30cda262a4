import type { ComponentExample } from "../../examples.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Trail",
    description: "Links to each parent page; the current page is plain text.",
    render: () => (
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: "Parts of Medicare", href: "/parts/" },
          { label: "Part B (Medical Insurance)" },
        ]}
      />
    ),
  },
  {
    name: "Long trail",
    description: "Wraps onto more lines at narrow widths instead of scrolling.",
    render: () => (
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: "Costs", href: "/costs/" },
          { label: "Help paying costs", href: "/costs/help/" },
          { label: "Medicare Savings Programs for people with limited income and resources" },
        ]}
      />
    ),
  },
];
