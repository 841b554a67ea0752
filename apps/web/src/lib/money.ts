/** The web's money format is the contract's (decision 087): one formatter for pages, notices and mails. */
export { formatMoney } from '@tt/contract';
