"""Race games of the Pachisi family built from a description (TOML): the board shape, seats,
track, start and home, special spaces, movement source and rules. Kept bare, as every game
package's ``__init__`` is: the registries import a module of it only when its game is named."""
