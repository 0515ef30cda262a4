import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "@medicare-guide/design-system";
import type { Lang } from "@medicare-guide/content/routes";
import { renderInSite } from "../../test/render.tsx";
import { FormFrame, NotSentTarget, useNotSent, useSummaryErrors } from "./FormFrame.tsx";

/** A form that sends: pressing Send "reaches no server" (issue 28), as the quiz does offline. */
function Sender() {
  const notSent = useNotSent("Send it");
  const { summaryRef } = useSummaryErrors({}, 0, {}, (key) => key);
  return (
    <FormFrame
      aria-label="Test form"
      onSubmit={(event) => {
        event.preventDefault();
        notSent.clear();
        notSent.show();
      }}
      errors={[]}
      summaryRef={summaryRef}
      summaryLevel={2}
      notSent={notSent}
      submit={
        <NotSentTarget notSent={notSent}>
          <Button {...notSent.actionProps} type="submit">
            Send it
          </Button>
        </NotSentTarget>
      }
    >
      <input aria-label="Kept" defaultValue="typed" />
    </FormFrame>
  );
}

describe("FormFrame: nothing was sent", () => {
  it.each<[Lang, RegExp, string]>([
    ["en", /There is a problem/, "Nothing was sent: this device is offline."],
    ["es", /Hay un problema/, "No se envió nada: este dispositivo está sin conexión."],
  ])(
    "%s: says so in the focused summary and beside the button, which it describes; keeps the fields",
    async (lang, title, start) => {
      const { user } = renderInSite(<Sender />, { lang });
      expect(screen.queryByRole("region", { name: title })).toBeNull();
      const send = screen.getByRole("button", { name: "Send it" });
      await user.click(send);
      const summary = screen.getByRole("region", { name: title });
      expect(document.activeElement).toBe(summary);
      const link = within(summary).getByRole("link");
      expect(link.textContent).toMatch(new RegExp(`^${start}.*Send it`));
      const notice = document.querySelector(".mg-form-frame__not-sent");
      expect(notice?.textContent).toBe(link.textContent);
      expect(send.getAttribute("aria-describedby")).toBe(notice?.id);
      // The link points at the button's wrapper and focuses the button.
      await user.click(link);
      expect(document.activeElement).toBe(send);
      expect((screen.getByRole("textbox", { name: "Kept" }) as HTMLInputElement).value).toBe("typed");
      // A second failed send moves focus back to the summary (each press is heard).
      await user.click(send);
      expect(document.activeElement).toBe(screen.getByRole("region", { name: title }));
    },
  );

  it("shows nothing while every send reached the server", () => {
    renderInSite(<Sender />);
    expect(document.querySelector(".mg-form-frame__not-sent")).toBeNull();
    expect(screen.getByRole("button", { name: "Send it" }).hasAttribute("aria-describedby")).toBe(false);
  });
});
