export { DataTable, type DataTableColumn, type DataTableProps, type SortOrder } from './data-table';
export { dataTableTexts, type DataTableTexts } from './texts';
