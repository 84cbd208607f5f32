import type { SvgIconComponent } from '@mui/icons-material';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import SensorsOutlinedIcon from '@mui/icons-material/SensorsOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import type { NavKey } from '../../../shared/lib/navigation/nav-entries';

export const NAV_ICONS: Record<NavKey, SvgIconComponent> = {
  home: HomeOutlinedIcon,
  workbench: HandymanOutlinedIcon,
  products: StorefrontOutlinedIcon,
  applications: AppsOutlinedIcon,
  subscriptions: ReceiptLongOutlinedIcon,
  catalogs: MenuBookOutlinedIcon,
  teams: GroupsOutlinedIcon,
  pendingApprovals: PendingActionsOutlinedIcon,
  accounts: BusinessOutlinedIcon,
  tools: BuildOutlinedIcon,
  iot: SensorsOutlinedIcon,
  utilities: MailOutlineIcon,
  linter: RuleOutlinedIcon,
};
