/** FabricanteSoftware of every DE-POS, and the maker's line on its printed receipt. */
export const SOFTWARE_MAKER = { name: 'Comandero', companyName: 'Comandero', softwareName: 'Comandero POS' } as const;
