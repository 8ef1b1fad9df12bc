import { forwardRef } from 'react';
import { Anchor, Button, NavLink, type AnchorProps, type ButtonProps, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

type AnchorElementProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'color' | 'style'>;

// Each link is marked pure so that a page importing one of them does not load the others' Mantine components.

const ButtonAnchor = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => <Button component="a" ref={ref} {...props} />),
  { displayName: 'ButtonAnchor' },
);

const AnchorAnchor = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => <Anchor component="a" ref={ref} {...props} />),
  { displayName: 'AnchorAnchor' },
);

const NavLinkAnchor = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps & AnchorElementProps>((props, ref) => <NavLink component="a" ref={ref} {...props} />),
  { displayName: 'NavLinkAnchor' },
);

/** A Mantine Button that navigates with the router (typed `to`, `params`, `search`). */
export const ButtonLink = /* @__PURE__ */ createLink(ButtonAnchor);
/** A Mantine Anchor that navigates with the router. */
export const AnchorLink = /* @__PURE__ */ createLink(AnchorAnchor);
/** A Mantine NavLink that navigates with the router. */
export const NavLinkLink = /* @__PURE__ */ createLink(NavLinkAnchor);
