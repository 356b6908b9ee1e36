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
import {
  PRODUCT_FORM_INTENTS,
  type ProductFormAnswer,
  type ProductFormProblem,
} from "./product-form-action";

export interface FormProblem extends ProductFormProblem {
  /** The session ran out while the form was open: offer a way to sign in without losing it. */
  signIn?: boolean;
}

/** The problem an answer of the action shows, or undefined when it went through. */
function problemOf(answer: ProductFormAnswer, editing: boolean): FormProblem | undefined {
  const failed = editing ? PRODUCT_SAVE_MESSAGES.updateFailed : PRODUCT_SAVE_MESSAGES.addFailed;
  if ("signedOut" in answer) {
    return { field: "", message: PRODUCT_SAVE_MESSAGES.notSignedIn, signIn: true };
  }
  if ("failed" in answer) return { field: "", message: `${failed} ${answer.failed}` };
  if ("problem" in answer) {
    const { field, message } = answer.problem;
    return { field, message: field ? message : `${failed} ${message}` };
  }
  return undefined;
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
    if (answer && "saved" in answer && !editing) setValues(EMPTY_PRODUCT_FORM);
  }
  const handledAnswer = useRef<ProductFormAnswer>(undefined);
  useEffect(() => {
    if (!answer || handledAnswer.current === answer) return;
    handledAnswer.current = answer;
    const problemField = problemOf(answer, editing)?.field;
    if (problemField) document.getElementById(fieldId(problemField))?.focus();
    if ("deleted" in answer) {
      showAlert(`"${initial.name}" deleted`, "success");
      leavingAfterSave.current = true;
      void navigate("/admin/products");
    } else if ("saved" in answer && editing) {
      showAlert(PRODUCT_SAVE_MESSAGES.updated, "success");
      leavingAfterSave.current = true;
      void navigate("/admin/products");
    } else if ("saved" in answer) {
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
    added: answer && "saved" in answer && !editing ? answer.saved : undefined,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
