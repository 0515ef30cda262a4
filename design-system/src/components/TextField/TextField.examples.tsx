import type { ComponentExample } from "../../examples.ts";
import { TextField } from "./TextField.tsx";

export const examples: ComponentExample[] = [
  {
    name: "With a hint",
    description: "Label, then hint, then the box.",
    render: () => (
      <TextField
        label="Full name"
        description="As it appears on your Medicare card."
        autoComplete="name"
        spellCheck="false"
      />
    ),
  },
  {
    name: "Required email",
    description: "Required in words; the browser may fill it in.",
    render: () => <TextField label="Email address" type="email" autoComplete="email" isRequired spellCheck="false" />,
  },
  {
    name: "With an error",
    description: "The message sits beside the box, is read with it, and does not rely on colour.",
    render: () => (
      <TextField
        label="ZIP code"
        description="5 digits, for example 33101."
        errorMessage="Enter a ZIP code with 5 digits, like 33101"
        inputMode="numeric"
        autoComplete="postal-code"
        width={10}
        defaultValue="331"
      />
    ),
  },
];
