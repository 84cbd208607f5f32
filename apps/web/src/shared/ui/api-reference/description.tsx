/** A description of the AsyncAPI document as paragraphs (utils/paragraphs). */
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { paragraphs } from './paragraphs';

export function Description({ text, ...props }: { text: string } & TypographyProps) {
  return paragraphs(text).map((p, i) => (
    <Typography key={i} {...props}>
      {p}
    </Typography>
  ));
}
