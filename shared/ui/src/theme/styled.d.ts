import 'styled-components';
import type { Theme } from './tokens.ts';

declare module 'styled-components' {
  // Lets every styled component read the typed theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
