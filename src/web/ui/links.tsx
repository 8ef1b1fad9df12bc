import { forwardRef } from 'react';
import { Anchor, Button, NavLink, type AnchorProps, type ButtonProps, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

type AnchorElementProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'color' | 'style'>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

const AnchorAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
AnchorAnchor.displayName = 'AnchorAnchor';

const NavLinkAnchor = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorElementProps>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
NavLinkAnchor.displayName = 'NavLinkAnchor';

/** A Mantine Button that navigates with the router (typed `to`, `params`, `search`). */
export const ButtonLink = createLink(ButtonAnchor);
/** A Mantine Anchor that navigates with the router. */
export const AnchorLink = createLink(AnchorAnchor);
/** A Mantine NavLink that navigates with the router. */
export const NavLinkLink = createLink(NavLinkAnchor);
