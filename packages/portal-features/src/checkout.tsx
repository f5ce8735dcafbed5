// @painel/portal-features/checkout: the public checkout on its own, for a page of its own (no portal router,
// menu or dialogs): a customer on a phone loads only what paying needs.
export { PainelCheckout } from './features/checkout/PainelCheckout';
export type { PainelCheckoutProps } from './features/checkout/PainelCheckout';
export { checkoutMessages } from './features/checkout/messages';
export type { CheckoutMessages } from './features/checkout/messages';
