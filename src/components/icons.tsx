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

export const AlertCircle = icon('AlertCircle', AlertCircleNode);
export const ArrowDown = icon('ArrowDown', ArrowDownNode);
export const ArrowLeft = icon('ArrowLeft', ArrowLeftNode);
export const ArrowRight = icon('ArrowRight', ArrowRightNode);
export const ArrowUp = icon('ArrowUp', ArrowUpNode);
export const Award = icon('Award', AwardNode);
export const BadgePercent = icon('BadgePercent', BadgePercentNode);
export const BarChart3 = icon('BarChart3', BarChart3Node);
export const Blocks = icon('Blocks', BlocksNode);
export const BookOpen = icon('BookOpen', BookOpenNode);
export const Bot = icon('Bot', BotNode);
export const Calculator = icon('Calculator', CalculatorNode);
export const CalendarDays = icon('CalendarDays', CalendarDaysNode);
export const Check = icon('Check', CheckNode);
export const CheckCircle2 = icon('CheckCircle2', CheckCircle2Node);
export const ChevronDown = icon('ChevronDown', ChevronDownNode);
export const ChevronLeft = icon('ChevronLeft', ChevronLeftNode);
export const ChevronRight = icon('ChevronRight', ChevronRightNode);
export const Clock = icon('Clock', ClockNode);
export const Code2 = icon('Code2', Code2Node);
export const Database = icon('Database', DatabaseNode);
export const Copy = icon('Copy', CopyNode);
export const DollarSign = icon('DollarSign', DollarSignNode);
export const ExternalLink = icon('ExternalLink', ExternalLinkNode);
export const Eye = icon('Eye', EyeNode);
export const EyeOff = icon('EyeOff', EyeOffNode);
export const Globe = icon('Globe', GlobeNode);
export const Handshake = icon('Handshake', HandshakeNode);
export const Heart = icon('Heart', HeartNode);
export const Home = icon('Home', HomeNode);
export const Info = icon('Info', InfoNode);
export const KeyRound = icon('KeyRound', KeyRoundNode);
export const Layers = icon('Layers', LayersNode);
export const Lightbulb = icon('Lightbulb', LightbulbNode);
export const Lock = icon('Lock', LockNode);
export const LockKeyhole = icon('LockKeyhole', LockKeyholeNode);
export const LogOut = icon('LogOut', LogOutNode);
export const Mail = icon('Mail', MailNode);
export const MapPin = icon('MapPin', MapPinNode);
export const Menu = icon('Menu', MenuNode);
export const MessageSquare = icon('MessageSquare', MessageSquareNode);
export const Moon = icon('Moon', MoonNode);
export const Palette = icon('Palette', PaletteNode);
export const Pause = icon('Pause', PauseNode);
export const Phone = icon('Phone', PhoneNode);
export const Play = icon('Play', PlayNode);
export const Plus = icon('Plus', PlusNode);
export const Quote = icon('Quote', QuoteNode);
export const RefreshCw = icon('RefreshCw', RefreshCwNode);
export const Rocket = icon('Rocket', RocketNode);
export const Rss = icon('Rss', RssNode);
export const Search = icon('Search', SearchNode);
export const SearchX = icon('SearchX', SearchXNode);
export const Server = icon('Server', ServerNode);
export const Settings = icon('Settings', SettingsNode);
export const Shield = icon('Shield', ShieldNode);
export const ShieldCheck = icon('ShieldCheck', ShieldCheckNode);
export const Smartphone = icon('Smartphone', SmartphoneNode);
export const Star = icon('Star', StarNode);
export const Sun = icon('Sun', SunNode);
export const Target = icon('Target', TargetNode);
export const Trash2 = icon('Trash2', Trash2Node);
export const TrendingUp = icon('TrendingUp', TrendingUpNode);
export const UserPlus = icon('UserPlus', UserPlusNode);
export const UserRound = icon('UserRound', UserRoundNode);
export const UserX = icon('UserX', UserXNode);
export const Users = icon('Users', UsersNode);
export const Wrench = icon('Wrench', WrenchNode);
export const X = icon('X', XNode);
export const Zap = icon('Zap', ZapNode);
