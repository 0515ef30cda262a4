import { zodResolver } from "@hookform/resolvers/zod";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Button } from "../Button/Button.tsx";
import { DateInput } from "../DateInput/DateInput.tsx";
import { parseMemorableDate } from "../DateInput/parseMemorableDate.ts";
import { ErrorSummary, useFocusOnErrors, type ErrorSummaryItem } from "../ErrorSummary/ErrorSummary.tsx";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup.tsx";
import { TextField } from "../TextField/TextField.tsx";
import { Form } from "./Form.tsx";
import { examples } from "./Form.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

describe("Form", () => {
  it("turns off the browser's validation bubbles and validates through ARIA", () => {
    renderWithLang(
      <Form aria-label="Contact">
        <TextField label="Full name" isRequired />
      </Form>,
    );
    const form = screen.getByRole("form", { name: "Contact" }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(form.className).toContain("mg-form");
    const input = screen.getByRole("textbox", { name: "Full name (required)" }) as HTMLInputElement;
    expect(input.required).toBe(false);
    expect(input.getAttribute("aria-required")).toBe("true");
  });

  it("submits with Enter in a field", async () => {
    const onSubmit = vi.fn<(event: { preventDefault: () => void }) => void>((event) => event.preventDefault());
    renderWithLang(
      <Form aria-label="Search" onSubmit={onSubmit}>
        <TextField label="ZIP code" name="zip" />
        <Button type="submit">Search</Button>
      </Form>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "ZIP code" }), "33101{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows server errors beside the fields they name", () => {
    renderWithLang(
      <Form aria-label="Contact" validationErrors={{ email: "This email address is not accepted" }}>
        <TextField label="Email address" name="email" defaultValue="a@b" />
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: "Email address" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toBe("Error: This email address is not accepted");
  });
});

// A small form as a page would build it: react-hook-form + zod, the design system's fields.
const dateMessages = {
  missing: "Enter your date of birth",
  invalid: "Date of birth must be a real date",
  future: "Date of birth must be in the past",
} as const;

const schema = z.object({
  fullName: z.string().trim().min(1, { error: "Enter your full name" }),
  email: z
    .string()
    .trim()
    .min(1, { error: "Enter your email address" })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: "Enter an email address like name@example.com" }),
  coverage: z.enum(["original", "advantage"], { error: "Select how you get your coverage" }),
  dob: z.object({ month: z.string(), day: z.string(), year: z.string() }).superRefine((value, ctx) => {
    const result = parseMemorableDate(value);
    if (!result.ok) ctx.addIssue({ code: "custom", message: dateMessages[result.reason] });
  }),
});
type Values = z.input<typeof schema>;
const FIELD_ORDER = ["fullName", "email", "coverage", "dob"] as const;

function ContactForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const {
    control,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: "", email: "", coverage: undefined, dob: { month: "", day: "", year: "" } },
    shouldFocusError: false,
  });
  const items: ErrorSummaryItem[] = FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ id: name, message }] : [];
  });
  const summaryRef = useFocusOnErrors(items.length, submitCount);
  return (
    <Form aria-label="Contact us" onSubmit={handleSubmit(onValid)}>
      <ErrorSummary ref={summaryRef} errors={items} />
      <Controller
        name="fullName"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            id="fullName"
            label="Full name"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="name"
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            id="email"
            label="Email address"
            type="email"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="email"
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="coverage"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            id="coverage"
            label="How do you get your coverage?"
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
          >
            <Radio value="original">Original Medicare</Radio>
            <Radio value="advantage">Medicare Advantage</Radio>
          </RadioGroup>
        )}
      />
      <Controller
        name="dob"
        control={control}
        render={({ field, fieldState }) => (
          <DateInput
            id="dob"
            legend="Date of birth"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isBirthday
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Send</Button>
    </Form>
  );
}

describe("Form with react-hook-form and zod", () => {
  it("on an empty submit: shows and focuses the summary, puts each message beside its field", async () => {
    const onValid = vi.fn<(values: z.output<typeof schema>) => void>();
    renderWithLang(<ContactForm onValid={onValid} />);
    expect(screen.queryByRole("region", { name: "There is a problem" })).toBe(null);

    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Enter your full name", "#fullName"],
      ["Enter your email address", "#email"],
      ["Select how you get your coverage", "#coverage"],
      ["Enter your date of birth", "#dob"],
    ]);

    const name = screen.getByRole("textbox", { name: "Full name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(name)).toBe("Error: Enter your full name");
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(description(email)).toBe("Error: Enter your email address");
    const coverage = screen.getByRole("radiogroup", { name: "How do you get your coverage?" });
    expect(coverage.getAttribute("aria-invalid")).toBe("true");
    expect(description(coverage)).toBe("Error: Select how you get your coverage");
    const dob = screen.getByRole("group", { name: "Date of birth" });
    expect(description(dob)).toBe("Error: Enter your date of birth");
    expect(screen.getByRole("textbox", { name: "Month" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps typed values, lists only what is still wrong, and links focus their fields", async () => {
    const onValid = vi.fn<(values: z.output<typeof schema>) => void>();
    renderWithLang(<ContactForm onValid={onValid} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Full name" }), "Ana López");
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "ana@example");
    await userEvent.click(screen.getByRole("radio", { name: "Medicare Advantage" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Enter an email address like name@example.com",
      "Enter your date of birth",
    ]);
    expect((screen.getByRole("textbox", { name: "Full name" }) as HTMLInputElement).value).toBe("Ana López");
    expect((screen.getByRole("textbox", { name: "Email address" }) as HTMLInputElement).value).toBe("ana@example");
    expect((screen.getByRole("radio", { name: "Medicare Advantage" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("textbox", { name: "Full name" }).hasAttribute("aria-invalid")).toBe(false);

    await userEvent.click(screen.getByRole("link", { name: "Enter an email address like name@example.com" }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Email address" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), ".com");

    await userEvent.click(screen.getByRole("link", { name: "Enter your date of birth" }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Month" }));
    await userEvent.keyboard("2");
    await userEvent.tab();
    await userEvent.keyboard("29");
    await userEvent.tab();
    await userEvent.keyboard("1955");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("link", { name: "Date of birth must be a real date" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "There is a problem" }));

    await userEvent.clear(screen.getByRole("textbox", { name: "Year" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Year" }), "1956");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      fullName: "Ana López",
      email: "ana@example.com",
      coverage: "advantage",
      dob: { month: "2", day: "29", year: "1956" },
    });
    expect(screen.queryByRole("region", { name: "There is a problem" })).toBe(null);
  });

  it("shows the summary heading in Spanish on a Spanish page", async () => {
    renderWithLang(<ContactForm onValid={() => {}} />, "es");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const summary = await screen.findByRole("region", { name: "Hay un problema" });
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole("group", { name: "Date of birth" }).querySelector("label")?.textContent).toBe("Mes");
  });
});

describeExamplesAxe("Form", examples);
