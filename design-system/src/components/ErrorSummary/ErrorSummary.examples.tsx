import type { ComponentExample } from "../../examples.ts";
import { TextField } from "../TextField/TextField.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";

export const examples: ComponentExample[] = [
  {
    name: "After a failed submit",
    description: "One link per error, in the order of the fields; each link focuses its field.",
    render: () => (
      <>
        <ErrorSummary
          errors={[
            { id: "example-name", message: "Enter your full name" },
            { id: "example-email", message: "Enter your email address" },
          ]}
        />
        <TextField id="example-name" label="Full name" errorMessage="Enter your full name" />
        <TextField id="example-email" label="Email address" type="email" errorMessage="Enter your email address" />
      </>
    ),
  },
];
