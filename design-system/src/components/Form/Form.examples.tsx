import type { ComponentExample } from "../../examples.ts";
import { Button } from "../Button/Button.tsx";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup.tsx";
import { TextField } from "../TextField/TextField.tsx";
import { Form } from "./Form.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Contact form",
    description: "Fields validated through ARIA; errors appear beside each field.",
    render: () => (
      <Form aria-label="Contact us" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Full name" name="fullName" autoComplete="name" isRequired spellCheck="false" />
        <TextField label="Email address" name="email" type="email" autoComplete="email" isRequired spellCheck="false" />
        <RadioGroup label="How should we reply?" name="reply" isRequired orientation="horizontal">
          <Radio value="email">Email</Radio>
          <Radio value="phone">Phone</Radio>
        </RadioGroup>
        <Button type="submit">Send</Button>
      </Form>
    ),
  },
];
