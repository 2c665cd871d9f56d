/** Where a ready data export is downloaded (docs/product/data-rights.md#data-export). */

export const exportDownloadPath = (id: string) => `/api/user/data-exports/${id}/download`;
export const exportFhirDownloadPath = (id: string) => `/api/user/data-exports/${id}/fhir`;
