export { Stepper, stepperDefaults, type StepperProps } from './stepper';
