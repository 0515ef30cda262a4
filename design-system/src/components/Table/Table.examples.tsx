import type { ComponentExample } from "../../examples.ts";
import { Table } from "./Table.tsx";

export const examples: ComponentExample[] = [
  {
    name: "With row headers and a numeric column",
    description: "The first column names each row; numbers line up at the end.",
    render: () => (
      <Table
        caption="Doctor visits this year (sample data)"
        columns={[
          { id: "doctor", header: "Doctor", isRowHeader: true },
          { id: "kind", header: "Kind of visit" },
          { id: "visits", header: "Visits", numeric: true },
        ]}
        rows={[
          { doctor: "Dr. Rivera", kind: "Primary care", visits: "4" },
          { doctor: "Dr. Chen", kind: "Eye exam", visits: "1" },
          { doctor: "Dr. Okafor", kind: "Physical therapy", visits: "12" },
        ]}
        rowKey={(row) => String(row.doctor)}
      />
    ),
  },
  {
    name: "Wide table",
    description: "Scrolls sideways inside its own focusable region at narrow widths.",
    render: () => (
      <Table
        caption="Ways to get coverage (sample data)"
        columns={[
          { id: "way", header: "Way", isRowHeader: true },
          { id: "hospital", header: "Hospital stays" },
          { id: "doctors", header: "Doctor visits" },
          { id: "drugs", header: "Prescription drugs" },
          { id: "extras", header: "Dental, vision, hearing" },
          { id: "network", header: "Doctor network" },
        ]}
        rows={[
          {
            way: "Original Medicare + Part D",
            hospital: "Yes",
            doctors: "Yes",
            drugs: "Yes, through Part D",
            extras: "Mostly no",
            network: "Any doctor who takes Medicare",
          },
          {
            way: "Medicare Advantage",
            hospital: "Yes",
            doctors: "Yes",
            drugs: "Usually included",
            extras: "Often some",
            network: "Usually the plan's network",
          },
        ]}
      />
    ),
  },
];
