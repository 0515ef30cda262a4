import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "../../../locales/en/tools.json";
import es from "../../../locales/es/tools.json";
import { registerStrings } from "../../i18n/index.ts";
import type { Lang } from "@medicare-guide/content/routes";
import { AgeField, ControlledChoice, ZipField } from "./ControlledFields.tsx";
import { ageSchema, choiceSchema, zipSchema } from "./fields.ts";
import { ToolForm, useToolForm } from "./ToolForm.tsx";
import { renderInSite } from "../../test/render.tsx";

registerStrings("tools", { en, es });

const schema = z.object({
  zip: zipSchema,
  age: ageSchema,
  drugs: choiceSchema(["yes", "no"], "tool-cost-estimator:errors.drugs"),
});
type Draft = { zip: string; age?: number; drugs?: "yes" | "no" };
type Values = z.output<typeof schema>;
const IDS = { zip: "t-zip", age: "t-age", drugs: "t-drugs" };

function Harness() {
  const form = useToolForm<Draft, Values>({ schema, fieldIds: IDS, defaultValues: { zip: "" } });
  const [done, setDone] = useState<Values | null>(null);
  return (
    <>
      <ToolForm form={form} onValid={setDone} submitLabel="Go">
        <ZipField control={form.control} name="zip" id={IDS.zip} label="ZIP" />
        <AgeField control={form.control} name="age" id={IDS.age} label="Age" />
        <ControlledChoice
          control={form.control}
          name="drugs"
          id={IDS.drugs}
          label="Drugs"
          isRequired
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
        />
      </ToolForm>
      {done && <p>valid {JSON.stringify(done)}</p>}
    </>
  );
}

function renderForm(lang: Lang = "en") {
  renderInSite(<Harness />, { lang });
  return userEvent.setup();
}

describe("ToolForm + controlled fields", () => {
  it("a submit with errors: the summary lists them in field order, links to each field and takes focus; each field shows its message", async () => {
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: /ZIP/ }), "12a");
    await user.click(screen.getByRole("button", { name: "Go" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    const links = within(summary)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(links.slice(0, 2)).toEqual(["#t-zip", "#t-age"]);
    expect((screen.getByRole("textbox", { name: /ZIP/ }) as HTMLInputElement).value).toBe("12a"); // nothing typed is lost
    expect(screen.getByRole("textbox", { name: /ZIP/ }).getAttribute("aria-invalid")).toBe("true");
  });

  it("valid answers reach onValid, converted by the schema", async () => {
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: /ZIP/ }), "10001");
    await user.type(screen.getByRole("textbox", { name: /Age/ }), "66");
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText('valid {"zip":"10001","age":66,"drugs":"no"}')).toBeTruthy();
    expect(screen.queryByRole("region", { name: "There is a problem" })).toBeNull();
  });

  it("messages are in the page's language", async () => {
    const user = renderForm("es");
    await user.click(screen.getByRole("button", { name: "Go" }));
    const summary = await screen.findByRole("region", { name: /problema/i });
    expect(within(summary).getAllByRole("link")[0]?.textContent).toMatch(/código postal/i);
  });
});
