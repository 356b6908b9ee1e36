import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { DeskActionData } from "./desk-intents";

/**
 * A fetcher for the order pages' action that hands each answer, once, to `onAnswer` (to show its
 * notification where the admin acted). Its `state` is the pending state of the change.
 */
export function useDeskFetcher(onAnswer: (answer: DeskActionData) => void) {
  const fetcher = useFetcher<DeskActionData>();
  const handled = useRef<DeskActionData>(undefined);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    onAnswerRef.current(answer);
  }, [fetcher.data]);
  return fetcher;
}
