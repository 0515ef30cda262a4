import type { ComponentExample } from "../../examples.ts";
import { TextArea } from "./TextArea.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Plain",
    description: "A longer answer, with a hint.",
    render: () => <TextArea label="Your question" description="Do not include your Medicare number." />,
  },
  {
    name: "With a character count",
    description: "The count is text, and screen readers hear it once typing pauses.",
    render: () => <TextArea label="Message" maxChars={200} isRequired />,
  },
  {
    name: "Over the limit, with an error",
    description: "The count says how many characters too many, in words.",
    render: () => (
      <TextArea
        label="Message"
        maxChars={10}
        defaultValue="This message is too long"
        errorMessage="Message must be 10 characters or fewer"
      />
    ),
  },
];
