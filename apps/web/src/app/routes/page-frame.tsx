/** The content width and spacing of the accounts and teams pages (as the workbench's). */
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
