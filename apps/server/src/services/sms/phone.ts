// the one phone rule lives with the shared validators (the admin plugin checks an account's mobile with it too)
export { maskPhone, normalisePhone } from '@lonna/core/validation';
