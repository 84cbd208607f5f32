/**
 * The workbench's tool cards (spec 1 section 2.3), each behind its feature flag; Template Manager and Email
 * Trace also need a permission on the current team. Tools whose pages are not built yet link to /underConstuction.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import SensorsOutlinedIcon from '@mui/icons-material/SensorsOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import { AUTHZ_ACTIONS, FEATURE_FLAGS, type AuthzAction, type FeatureFlag } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';

export interface Tool {
  key: FeatureFlag;
  flag: FeatureFlag;
  icon: SvgIconComponent;
  to: string;
  /** A permission on the current team the card needs. */
  action?: AuthzAction;
}

const notBuiltYet = href(paths.underConstruction);

export const TOOLS: Tool[] = [
  { key: 'apiManagement', flag: FEATURE_FLAGS.apiManagement, icon: ApiOutlinedIcon, to: href(paths.apim) },
  { key: 'dataHub', flag: FEATURE_FLAGS.dataHub, icon: StorageOutlinedIcon, to: notBuiltYet },
  {
    key: 'templateManager',
    flag: FEATURE_FLAGS.templateManager,
    icon: DraftsOutlinedIcon,
    to: href(paths.templates),
    action: AUTHZ_ACTIONS.useUtilities,
  },
  {
    key: 'emailTrace',
    flag: FEATURE_FLAGS.emailTrace,
    icon: ManageSearchOutlinedIcon,
    to: href(paths.emailTrace),
    action: AUTHZ_ACTIONS.traceEmail,
  },
  { key: 'iot', flag: FEATURE_FLAGS.iot, icon: SensorsOutlinedIcon, to: href(paths.iot) },
  {
    key: 'processingFramework',
    flag: FEATURE_FLAGS.processingFramework,
    icon: AccountTreeOutlinedIcon,
    to: notBuiltYet,
  },
  { key: 'sdkManagement', flag: FEATURE_FLAGS.sdkManagement, icon: WidgetsOutlinedIcon, to: notBuiltYet },
  // Beyond spec 1's seven cards: the linter issue asks for a card that leads to the linter.
  { key: 'linter', flag: FEATURE_FLAGS.linter, icon: RuleOutlinedIcon, to: href(paths.linter) },
];

/** The cards to show: flag on and, where one is needed, the permission held (undefined while unknown). */
export function visibleTools(
  isEnabled: (flag: string) => boolean,
  allowed: (tool: Tool) => boolean | undefined,
): Array<{ tool: Tool; allowed: boolean | undefined }> {
  return TOOLS.filter((tool) => isEnabled(tool.flag))
    .map((tool) => ({ tool, allowed: tool.action ? allowed(tool) : true }))
    .filter((entry) => entry.allowed !== false);
}
