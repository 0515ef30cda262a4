import { useState } from "react";
import type { ComponentExample } from "../../examples.ts";
import { Button } from "../Button/Button.tsx";
import { Alert } from "./Alert.tsx";

function SendWithError() {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button onPress={() => setFailed(true)}>Send my answers</Button>
      {failed && (
        <Alert variant="error" live heading="We could not send your answers" headingLevel={2}>
          <p>Check your connection and try again. Your answers are still here.</p>
        </Alert>
      )}
    </>
  );
}

export const examples: ComponentExample[] = [
  {
    name: "Success (static)",
    description: "Shown on the page that loads after a task is done.",
    render: () => (
      <Alert variant="success" heading="Your answers were sent" headingLevel={2}>
        <p>Check your email for a copy.</p>
      </Alert>
    ),
  },
  {
    name: "Live error",
    description: "Rendered when sending fails, so screen readers announce it at once.",
    render: () => <SendWithError />,
  },
  {
    name: "Warning",
    render: () => (
      <Alert variant="warning">
        <p>This tool uses this year's amounts. Next year's amounts come out in the fall.</p>
      </Alert>
    ),
  },
  {
    name: "Info",
    render: () => (
      <Alert variant="info" heading="Answers kept on this device">
        <p>Nothing is sent until you choose to send it.</p>
      </Alert>
    ),
  },
];
