/** Production has its own icon (spec 2 section 2.4). */
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { EVENT_PRODUCTION_ENVIRONMENT } from '@dc/contracts';

export function EnvironmentIcon({ environment }: { environment: string }) {
  return environment === EVENT_PRODUCTION_ENVIRONMENT ? (
    <FactoryOutlinedIcon fontSize="small" color="secondary" data-testid="production-icon" />
  ) : (
    <ScienceOutlinedIcon fontSize="small" color="action" />
  );
}
