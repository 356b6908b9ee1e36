import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * A fetcher for a desk page's action (orders, repairs, their bill card) that hands each answer, once, to `onAnswer` (to show its
 * notification where the admin acted). Its `state` is the pending state of the change.
 */
export function useDeskFetcher<Answer extends object>(onAnswer: (answer: Answer) => void) {
  const fetcher = useFetcher<Answer>();
  const handled = useRef<Answer>(undefined);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });
  useEffect(() => {
    // Answers are plain JSON data, so their serialised form is the answer itself.
    const answer = fetcher.data as Answer | undefined;
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    onAnswerRef.current(answer);
  }, [fetcher.data]);
  return fetcher;
}
