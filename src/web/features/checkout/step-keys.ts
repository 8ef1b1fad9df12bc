/** The checkout steps as they read in the address (?page=); no imports, so route files can use it in the shell. */
export const CHECKOUT_STEP_KEYS = ['tickets', 'info', 'payment'] as const;
export type CheckoutStepKey = (typeof CHECKOUT_STEP_KEYS)[number];
