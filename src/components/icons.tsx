import { clsx } from 'clsx';
import { createElement, type SVGProps } from 'react';
import {
  AlertCircle as AlertCircleNode,
  ArrowDown as ArrowDownNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  ArrowUp as ArrowUpNode,
  Award as AwardNode,
  BadgePercent as BadgePercentNode,
  BarChart3 as BarChart3Node,
  Blocks as BlocksNode,
  BookOpen as BookOpenNode,
  Bot as BotNode,
  Calculator as CalculatorNode,
  CalendarDays as CalendarDaysNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  Clock as ClockNode,
  Code2 as Code2Node,
  Database as DatabaseNode,
  Copy as CopyNode,
  DollarSign as DollarSignNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  EyeOff as EyeOffNode,
  Globe as GlobeNode,
  GripVertical as GripVerticalNode,
  Handshake as HandshakeNode,
  Heart as HeartNode,
  Home as HomeNode,
  Info as InfoNode,
  KeyRound as KeyRoundNode,
  Layers as LayersNode,
  Lightbulb as LightbulbNode,
  Lock as LockNode,
  LockKeyhole as LockKeyholeNode,
  LogOut as LogOutNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  MessageSquare as MessageSquareNode,
  Moon as MoonNode,
  Palette as PaletteNode,
  Pause as PauseNode,
  Phone as PhoneNode,
  Play as PlayNode,
  Plus as PlusNode,
  Quote as QuoteNode,
  RefreshCw as RefreshCwNode,
  Rocket as RocketNode,
  Rss as RssNode,
  Search as SearchNode,
  SearchX as SearchXNode,
  Server as ServerNode,
  Settings as SettingsNode,
  Shield as ShieldNode,
  ShieldCheck as ShieldCheckNode,
  Smartphone as SmartphoneNode,
  Star as StarNode,
  Sun as SunNode,
  Target as TargetNode,
  Trash2 as Trash2Node,
  TrendingUp as TrendingUpNode,
  UserPlus as UserPlusNode,
  UserRound as UserRoundNode,
  UserX as UserXNode,
  Users as UsersNode,
  Wrench as WrenchNode,
  X as XNode,
  Zap as ZapNode,
  type IconNode,
} from 'lucide';

type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * Lucide icons as plain SVG rendered on the server. lucide-react's icons are client components (they read a context),
 * so each one used to add its code to the bundle and its shape to the page's RSC payload; these add neither.
 * Without a label an icon is hidden from assistive technology, as lucide-react does. The drawing attributes (stroke,
 * size) come from the `svg.lucide` rule in globals.css, so each icon is a few bytes of markup and payload.
 */
function icon(name: string, node: IconNode): IconComponent {
  function SvgIcon({ className, ...props }: IconProps) {
    const labelled = Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={labelled ? undefined : true}
        className={clsx('lucide', className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  SvgIcon.displayName = name;
  return SvgIcon;
}

export const AlertCircle = /* @__PURE__ */ icon('AlertCircle', AlertCircleNode);
export const ArrowDown = /* @__PURE__ */ icon('ArrowDown', ArrowDownNode);
export const ArrowLeft = /* @__PURE__ */ icon('ArrowLeft', ArrowLeftNode);
export const ArrowRight = /* @__PURE__ */ icon('ArrowRight', ArrowRightNode);
export const ArrowUp = /* @__PURE__ */ icon('ArrowUp', ArrowUpNode);
export const Award = /* @__PURE__ */ icon('Award', AwardNode);
export const BadgePercent = /* @__PURE__ */ icon('BadgePercent', BadgePercentNode);
export const BarChart3 = /* @__PURE__ */ icon('BarChart3', BarChart3Node);
export const Blocks = /* @__PURE__ */ icon('Blocks', BlocksNode);
export const BookOpen = /* @__PURE__ */ icon('BookOpen', BookOpenNode);
export const Bot = /* @__PURE__ */ icon('Bot', BotNode);
export const Calculator = /* @__PURE__ */ icon('Calculator', CalculatorNode);
export const CalendarDays = /* @__PURE__ */ icon('CalendarDays', CalendarDaysNode);
export const Check = /* @__PURE__ */ icon('Check', CheckNode);
export const CheckCircle2 = /* @__PURE__ */ icon('CheckCircle2', CheckCircle2Node);
export const ChevronDown = /* @__PURE__ */ icon('ChevronDown', ChevronDownNode);
export const ChevronLeft = /* @__PURE__ */ icon('ChevronLeft', ChevronLeftNode);
export const ChevronRight = /* @__PURE__ */ icon('ChevronRight', ChevronRightNode);
export const Clock = /* @__PURE__ */ icon('Clock', ClockNode);
export const Code2 = /* @__PURE__ */ icon('Code2', Code2Node);
export const Database = /* @__PURE__ */ icon('Database', DatabaseNode);
export const Copy = /* @__PURE__ */ icon('Copy', CopyNode);
export const DollarSign = /* @__PURE__ */ icon('DollarSign', DollarSignNode);
export const ExternalLink = /* @__PURE__ */ icon('ExternalLink', ExternalLinkNode);
export const Eye = /* @__PURE__ */ icon('Eye', EyeNode);
export const EyeOff = /* @__PURE__ */ icon('EyeOff', EyeOffNode);
export const Globe = /* @__PURE__ */ icon('Globe', GlobeNode);
export const GripVertical = /* @__PURE__ */ icon('GripVertical', GripVerticalNode);
export const Handshake = /* @__PURE__ */ icon('Handshake', HandshakeNode);
export const Heart = /* @__PURE__ */ icon('Heart', HeartNode);
export const Home = /* @__PURE__ */ icon('Home', HomeNode);
export const Info = /* @__PURE__ */ icon('Info', InfoNode);
export const KeyRound = /* @__PURE__ */ icon('KeyRound', KeyRoundNode);
export const Layers = /* @__PURE__ */ icon('Layers', LayersNode);
export const Lightbulb = /* @__PURE__ */ icon('Lightbulb', LightbulbNode);
export const Lock = /* @__PURE__ */ icon('Lock', LockNode);
export const LockKeyhole = /* @__PURE__ */ icon('LockKeyhole', LockKeyholeNode);
export const LogOut = /* @__PURE__ */ icon('LogOut', LogOutNode);
export const Mail = /* @__PURE__ */ icon('Mail', MailNode);
export const MapPin = /* @__PURE__ */ icon('MapPin', MapPinNode);
export const Menu = /* @__PURE__ */ icon('Menu', MenuNode);
export const MessageSquare = /* @__PURE__ */ icon('MessageSquare', MessageSquareNode);
export const Moon = /* @__PURE__ */ icon('Moon', MoonNode);
export const Palette = /* @__PURE__ */ icon('Palette', PaletteNode);
export const Pause = /* @__PURE__ */ icon('Pause', PauseNode);
export const Phone = /* @__PURE__ */ icon('Phone', PhoneNode);
export const Play = /* @__PURE__ */ icon('Play', PlayNode);
export const Plus = /* @__PURE__ */ icon('Plus', PlusNode);
export const Quote = /* @__PURE__ */ icon('Quote', QuoteNode);
export const RefreshCw = /* @__PURE__ */ icon('RefreshCw', RefreshCwNode);
export const Rocket = /* @__PURE__ */ icon('Rocket', RocketNode);
export const Rss = /* @__PURE__ */ icon('Rss', RssNode);
export const Search = /* @__PURE__ */ icon('Search', SearchNode);
export const SearchX = /* @__PURE__ */ icon('SearchX', SearchXNode);
export const Server = /* @__PURE__ */ icon('Server', ServerNode);
export const Settings = /* @__PURE__ */ icon('Settings', SettingsNode);
export const Shield = /* @__PURE__ */ icon('Shield', ShieldNode);
export const ShieldCheck = /* @__PURE__ */ icon('ShieldCheck', ShieldCheckNode);
export const Smartphone = /* @__PURE__ */ icon('Smartphone', SmartphoneNode);
export const Star = /* @__PURE__ */ icon('Star', StarNode);
export const Sun = /* @__PURE__ */ icon('Sun', SunNode);
export const Target = /* @__PURE__ */ icon('Target', TargetNode);
export const Trash2 = /* @__PURE__ */ icon('Trash2', Trash2Node);
export const TrendingUp = /* @__PURE__ */ icon('TrendingUp', TrendingUpNode);
export const UserPlus = /* @__PURE__ */ icon('UserPlus', UserPlusNode);
export const UserRound = /* @__PURE__ */ icon('UserRound', UserRoundNode);
export const UserX = /* @__PURE__ */ icon('UserX', UserXNode);
export const Users = /* @__PURE__ */ icon('Users', UsersNode);
export const Wrench = /* @__PURE__ */ icon('Wrench', WrenchNode);
export const X = /* @__PURE__ */ icon('X', XNode);
export const Zap = /* @__PURE__ */ icon('Zap', ZapNode);
