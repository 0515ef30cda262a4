import type { ComponentExample } from "../../examples.ts";
import { Button } from "../Button/Button.tsx";
import { ToastRegion, toast } from "./Toast.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Kinds of toast",
    description:
      "Each button shows a toast that stays until closed. The app renders <ToastRegion /> once in its root; it is here only for the demo.",
    render: () => (
      <>
        <Button
          variant="secondary"
          onPress={() => toast("Your list was saved on this device.", { variant: "success" })}
        >
          Save my list
        </Button>{" "}
        <Button variant="secondary" onPress={() => toast("Prices were last checked in January.")}>
          Show a note
        </Button>{" "}
        <Button
          variant="secondary"
          onPress={() => toast("We could not send your message. The form shows what to fix.", { variant: "error" })}
        >
          Show an error
        </Button>
        <ToastRegion />
      </>
    ),
  },
];
