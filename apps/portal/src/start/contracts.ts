// A start stage (main.tsx): core's contracts, their runtypes models and runtypes itself, evaluated in a task of their own.
export { shell } from '@lonna/core/contracts';
