/** A contract as data: titled sections of paragraphs, so the text lives outside the components. */
export interface ContractSection {
  title: string;
  paragraphs: readonly string[];
}

export interface Contract {
  title: string;
  /** Version or date line under the title. */
  version: string;
  sections: readonly ContractSection[];
}
