export { convertMinor, minorUnitDigits } from '@hotel/contract/exchange';
