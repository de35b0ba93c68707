import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Visual identity: a deep "ink blue" primary with a warm sunflower accent (a nod to the learners'
 * flags without copying them), system fonts, soft large radii, generous spacing.
 */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b7c6e9',
  '#8fa6dd',
  '#6d8bd2',
  '#577acc',
  '#4a71ca',
  '#3b60b3',
  '#3256a0',
  '#244a8f',
];

const sunflower: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 7 },
  colors: { brand, sunflower },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '750' },
  defaultRadius: 'md',
  radius: { md: '10px', lg: '16px', xl: '24px' },
  cursorType: 'pointer',
  autoContrast: true,
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
