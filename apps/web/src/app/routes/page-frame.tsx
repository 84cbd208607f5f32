/** The content width and spacing of the accounts and teams pages (as the workbench's). */
import type { ReactNode } from 'react';
import { PageContainer } from '../../shared/ui/page-container';

export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </PageContainer>
  );
}
