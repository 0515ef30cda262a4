import type { ComponentExample } from "../../examples.ts";
import { Button } from "../Button/Button.tsx";
import { Dialog, DialogTrigger } from "./Dialog.tsx";

export const examples: ComponentExample[] = [
  {
    name: "With a trigger",
    description: "The button opens the dialog; closing it returns focus to the button.",
    render: () => (
      <DialogTrigger>
        <Button variant="secondary">What is a premium?</Button>
        <Dialog title="What is a premium?">
          <p>A premium is the amount you pay each month to have coverage, whether or not you use it.</p>
        </Dialog>
      </DialogTrigger>
    ),
  },
  {
    name: "With actions",
    description: "Buttons inside can close the dialog; outside clicks do not, because it asks a question.",
    render: () => (
      <DialogTrigger>
        <Button variant="secondary">Start over</Button>
        <Dialog title="Start over?" isDismissable={false}>
          {({ close }) => (
            <>
              <p>Your answers on this page will be cleared.</p>
              <Button onPress={close}>Start over</Button>{" "}
              <Button variant="secondary" onPress={close}>
                Keep my answers
              </Button>
            </>
          )}
        </Dialog>
      </DialogTrigger>
    ),
  },
];
