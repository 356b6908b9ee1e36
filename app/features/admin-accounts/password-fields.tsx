import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** A new password typed twice, with each field's error under it (the accounts page's forms). */
export function PasswordFields({
  idPrefix,
  errors,
}: {
  idPrefix: string;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <>
      {(["password", "confirm"] as const).map((name) => {
        const id = `${idPrefix}-${name}`;
        return (
          <div key={name}>
            <Label htmlFor={id}>
              {name === "password" ? "New password" : "The new password again"}
            </Label>
            <Input
              id={id}
              name={name}
              type="password"
              autoComplete="new-password"
              required
              {...(errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
            />
            <FieldError id={`${id}-error`}>{errors[name]}</FieldError>
          </div>
        );
      })}
      <p className="text-sm text-slate-600">At least 8 characters.</p>
    </>
  );
}
