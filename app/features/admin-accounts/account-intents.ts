/** The posts of /admin/accounts (accounts-action.server.ts). */
export const ACCOUNT_INTENTS = {
  add: "add-admin",
  setPassword: "set-password",
  remove: "remove-admin",
} as const;
