// The wizard's steps after the first, and its result: fetched while the registry is asked about the document.
export { AddressStep, ContactStep, PlanStep, RegistryStep } from './NewStoreSteps';
export { BankStep } from './NewStoreBankStep';
export { NewStoreReview } from './NewStoreReview';
export { NewStoreDone } from './NewStoreDone';
