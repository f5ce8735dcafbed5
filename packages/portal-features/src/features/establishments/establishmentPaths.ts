const E = '/dashboard/establishments';

/** The routes of White Label e Lojas (spec 2.6) this feature links between. */
export const establishmentPaths = {
  list: E,
  create: `${E}/create`,
  company: (companyId: number) => `${E}/${companyId}`,
  preview: (id: number) => `${E}/preview/${id}`,
  edit: (id: number) => `${E}/edit/${id}`,
};
