import { useDeskFetcher } from "../desk/use-desk-fetcher";
import type { RepairActionData } from "./repair-desk-action.server";

export type OnAnswer = (answer: RepairActionData) => void;

/** A fetcher of the details page's action that hands each answer once to `onAnswer`. */
export function useRepairFetcher(onAnswer: OnAnswer) {
  return useDeskFetcher<RepairActionData>(onAnswer);
}
