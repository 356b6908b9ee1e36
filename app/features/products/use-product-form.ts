import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useBlocker, useFetcher, useNavigate } from "react-router";
import {
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  PRODUCT_SAVE_MESSAGES,
  type ProductFormField,
  type ProductFormValues,
} from "../../../domain/product-form";
import { showAlert } from "../../components/floating-alerts";
import type { ProductFormAnswer } from "./product-form-action.server";
import { PRODUCT_FORM_INTENTS } from "./product-intents";

/** Why the form was not saved: the field to correct (when one is to blame) and the message. */
export interface FormProblem {
  field: ProductFormField | "";
  message: string;
}

const isFormField = (name: string): name is ProductFormField => name in EMPTY_PRODUCT_FORM;

/**
 * The problem an answer of the action shows, or undefined when it went through. Signed out or
 * offline, the admin layout says so and the form keeps what was typed.
 */
function problemOf(answer: ProductFormAnswer, editing: boolean): FormProblem | undefined {
  if (answer.ok || answer.stopped) return undefined;
  const failed = editing ? PRODUCT_SAVE_MESSAGES.updateFailed : PRODUCT_SAVE_MESSAGES.addFailed;
  const [name, message] = Object.entries(answer.fieldErrors).find(([, text]) => text) ?? [];
  if (name && message && isFormField(name)) return { field: name, message };
  const reason = message ?? answer.notification?.message;
  return reason ? { field: "", message: `${failed} ${reason}` } : undefined;
}

/**
 * The add/edit product form's state: what the inputs hold, the problem to show, and what the
 * route action answered. The form posts to its page's action through a fetcher; this checks it
 * first with the same schema, so a mistake is shown (and its field focused) without a round trip.
 */
export function useProductForm(productId: number | undefined, initial: ProductFormValues) {
  const id = useId();
  const navigate = useNavigate();
  const fetcher = useFetcher<ProductFormAnswer>();
  const editing = productId !== undefined;
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem>();
  const [uploading, setUploading] = useState(false);
  const leavingAfterSave = useRef(false);
  const fieldId = useCallback((field: ProductFormField) => `${id}-${field}`, [id]);
  const problemId = `${id}-problem`;
  const saving = fetcher.state !== "idle";

  // A tap on a menu link must not throw away a half-filled form typed on a phone.
  const dirty = uploading || JSON.stringify(values) !== JSON.stringify(initial);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingAfterSave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // The action's answer arrives once per post. What it changes in the form is worked out while
  // rendering (React's way to follow a changing value); what it does outside, in the effect.
  const answer = fetcher.data;
  const [answerSeen, setAnswerSeen] = useState(answer);
  if (answer !== answerSeen) {
    setAnswerSeen(answer);
    setProblem(answer && problemOf(answer, editing));
    if (answer?.result && "saved" in answer.result && !editing) setValues(EMPTY_PRODUCT_FORM);
  }
  const handledAnswer = useRef<ProductFormAnswer>(undefined);
  useEffect(() => {
    if (!answer || handledAnswer.current === answer) return;
    handledAnswer.current = answer;
    const problemField = problemOf(answer, editing)?.field;
    if (problemField) document.getElementById(fieldId(problemField))?.focus();
    const result = answer.ok ? answer.result : undefined;
    if (result && "deleted" in result) {
      showAlert(`"${initial.name}" deleted`, "success");
      leavingAfterSave.current = true;
      void navigate("/admin/products");
    } else if (result && "saved" in result && editing) {
      showAlert(PRODUCT_SAVE_MESSAGES.updated, "success");
      leavingAfterSave.current = true;
      void navigate("/admin/products");
    } else if (result && "saved" in result) {
      showAlert(PRODUCT_SAVE_MESSAGES.added, "success");
      document.getElementById(fieldId("name"))?.focus();
    }
  }, [answer, editing, fieldId, initial.name, navigate]);

  const set = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const updateImages = useCallback(
    (update: (images: string[]) => string[]) =>
      setValues((current) => ({ ...current, images: update(current.images) })),
    [],
  );

  /** Lets the post go only when the form passes the check the action will make. */
  const checkBeforePost = (event: FormEvent) => {
    if (saving || uploading) {
      event.preventDefault();
      return;
    }
    const check = checkProductForm(values);
    if (check.ok) {
      setProblem(undefined);
      return;
    }
    event.preventDefault();
    setProblem({ field: check.field, message: check.message });
    if (check.field) document.getElementById(fieldId(check.field))?.focus();
  };

  const remove = () => {
    setProblem(undefined);
    void fetcher.submit({ intent: PRODUCT_FORM_INTENTS.delete }, { method: "post" });
  };

  const reset = () => {
    setValues(initial);
    setProblem(undefined);
  };

  const invalid = (field: ProductFormField) =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": problemId } : {};

  return {
    Form: fetcher.Form,
    editing,
    productId,
    values,
    set,
    updateImages,
    uploading,
    setUploading,
    saving,
    problem,
    problemId,
    fieldId,
    invalid,
    blocker,
    checkBeforePost,
    remove,
    reset,
    /** The product just added, for the 'view it or edit it' line. */
    added: answer?.result && "saved" in answer.result && !editing ? answer.result.saved : undefined,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
