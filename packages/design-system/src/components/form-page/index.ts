export { FormPage, FormField, type FormPageProps, type FormFieldProps } from './form-page';
