/**
 * The tools' form fields wired to react-hook-form: one place for the Controller plumbing every tool
 * repeated (value, change, blur, name, ref, the translated error beside the field). Each wraps a
 * design-system field; the schema (zod, app/tools/shared/fields.ts and each model) decides what is
 * valid, and its messages are namespaced i18n keys ("tools:errors.zipFormat"), so the same words
 * appear here and in the error summary.
 */
import { useTranslation } from "react-i18next";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import {
  DateInput,
  NumberField,
  Radio,
  RadioGroup,
  TextField,
  type DateInputProps,
  type MemorableDatePart,
  type MemorableDateValue,
  type NumberFieldProps,
  type TextFieldProps,
} from "@medicare-guide/design-system";
import { translateDataKey } from "../../i18n/index.ts";

interface ControlledBase<T extends FieldValues, TOut = T> {
  /** The form's control (`useForm().control`); TOut is what the schema turns the values into. */
  control: Control<T, unknown, TOut>;
  /** The value's name in the form. */
  name: FieldPath<T>;
  /** The field's id: the error summary links to it. */
  id: string;
  /** Hint under the label. */
  description?: string;
  /** Shows the field as required; the schema enforces it. */
  isRequired?: boolean;
}

/** The translated error message, or undefined when the field is valid. */
function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message ? translateDataKey(t, message) : undefined);
}

/** The props of the wrapped field that the wiring does not set. */
type Passthrough<P> = Omit<
  P,
  "value" | "onChange" | "onBlur" | "name" | "inputRef" | "errorMessage" | "id" | "label" | "description" | "isRequired"
>;

export interface ChoiceOption {
  /** The value stored in the form. */
  value: string;
  /** The option's visible label. */
  label: string;
  /** Hint under the option. */
  description?: string;
}

export interface ControlledChoiceProps<T extends FieldValues, TOut = T> extends ControlledBase<T, TOut> {
  /** The group's visible label (its legend). */
  label: string;
  /** The options, in order. */
  options: readonly ChoiceOption[];
}

/** A radio group (one answer from a few). */
export function ControlledChoice<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  label,
  description,
  isRequired,
  options,
}: ControlledChoiceProps<T, TOut>) {
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <RadioGroup
          id={id}
          label={label}
          description={description}
          value={(field.value as string | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          isRequired={isRequired}
          errorMessage={errorText(fieldState.error?.message)}
        >
          {options.map((option) => (
            <Radio key={option.value} value={option.value} description={option.description}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      )}
    />
  );
}

export interface ControlledTextProps<T extends FieldValues, TOut = T> extends ControlledBase<T, TOut> {
  /** The visible label. */
  label: string;
  /** Other text-field props (width, maxLength, inputMode, autoComplete ...). */
  field?: Passthrough<TextFieldProps>;
}

/** A text box. */
export function ControlledText<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  label,
  description,
  isRequired,
  field: rest,
}: ControlledTextProps<T, TOut>) {
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          id={id}
          label={label}
          description={description}
          value={(field.value as string | undefined) ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          isRequired={isRequired}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

export interface ControlledNumberProps<T extends FieldValues, TOut = T> extends ControlledBase<T, TOut> {
  /** The visible label. */
  label: string;
  /** Other number-field props (width, formatOptions, showStepper ...). */
  field?: Passthrough<NumberFieldProps>;
}

/** A number box; empty is NaN, which the schema reports as missing. */
export function ControlledNumber<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  label,
  description,
  isRequired,
  field: rest,
}: ControlledNumberProps<T, TOut>) {
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NumberField
          {...rest}
          id={id}
          label={label}
          description={description}
          value={(field.value as number | undefined) ?? Number.NaN}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          isRequired={isRequired}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

export interface ControlledDateProps<T extends FieldValues, TOut = T> extends ControlledBase<T, TOut> {
  /** The legend of the three boxes. */
  legend: string;
  /** The value when nothing is typed yet. */
  empty: MemorableDateValue;
  /** Which of the boxes to mark invalid when the field has an error. */
  invalidParts: (value: MemorableDateValue) => MemorableDatePart[] | undefined;
  /** Other date-input props (isBirthday ...). */
  field?: Omit<Passthrough<DateInputProps>, "legend" | "invalidParts">;
  /**
   * A personal date (a date of birth): the boxes get no form name, so no form submission (a GET form
   * puts its fields in the URL) can ever carry it (Security: "nothing personal in URLs or logs"). A submit
   * made before hydration is kept in this tab instead (data-held-name; ToolForm reads it once hydrated).
   */
  isPersonal?: boolean;
}

/** A memorable date (month, day, year boxes). */
export function ControlledDate<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  legend,
  description,
  isRequired,
  empty,
  invalidParts,
  field: rest,
  isPersonal = false,
}: ControlledDateProps<T, TOut>) {
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateInput
          {...rest}
          id={id}
          legend={legend}
          description={description}
          value={(field.value as MemorableDateValue | undefined) ?? empty}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={isPersonal ? undefined : field.name}
          heldName={isPersonal ? field.name : undefined}
          inputRef={field.ref}
          isRequired={isRequired}
          errorMessage={errorText(fieldState.error?.message)}
          invalidParts={fieldState.error ? invalidParts(field.value as MemorableDateValue) : undefined}
        />
      )}
    />
  );
}

/** The tools' age box: whole years, 50 to 100 (the schema says so), no thousands separator. */
export function AgeField<T extends FieldValues, TOut = T>(
  props: Omit<ControlledNumberProps<T, TOut>, "field" | "isRequired">,
) {
  return (
    <ControlledNumber<T, TOut>
      {...props}
      isRequired
      field={{ width: 4, formatOptions: { maximumFractionDigits: 1, useGrouping: false } }}
    />
  );
}

/** The tools' yearly income box: whole US dollars, typed freely (no stepper), formatted as currency. */
export function IncomeField<T extends FieldValues, TOut = T>(props: Omit<ControlledNumberProps<T, TOut>, "field">) {
  return (
    <ControlledNumber<T, TOut>
      {...props}
      field={{
        showStepper: false,
        width: 20,
        formatOptions: { style: "currency", currency: "USD", maximumFractionDigits: 0 },
      }}
    />
  );
}

/** The tools' ZIP code box: 5 digits (the schema says so), numeric keyboard, postal-code autofill. */
export function ZipField<T extends FieldValues, TOut = T>(
  props: Omit<ControlledTextProps<T, TOut>, "field" | "isRequired">,
) {
  return (
    <ControlledText<T, TOut>
      {...props}
      isRequired
      field={{ width: 10, maxLength: 5, inputMode: "numeric", autoComplete: "postal-code" }}
    />
  );
}
